import type { SeedAuthor } from './seedTypes';

export const seedAuthors: readonly SeedAuthor[] = [
  {
    key: 'priya',
    name: 'Priya Raman',
    photo: 'priya-raman.svg',
    bio: "Priya manages Harbourline's commercial cleaning operations across Greater Sydney, looking after offices, medical suites and education sites. She started on the tools as a night-shift cleaner while studying, later ran a contract team for a large public hospital, and now spends most of her week writing site specifications, auditing results and training supervisors. She cares about cleaning that can be measured, not just seen.",
  },
  {
    key: 'tom',
    name: 'Tom Gallagher',
    photo: 'tom-gallagher.svg',
    bio: "Tom is a licensed electrician who leads Harbourline's facility maintenance team. Over twenty years he has looked after shopping centres, warehouses and strata buildings, and he now plans the preventive maintenance programs that keep clients' plant, fire systems and electrical equipment compliant. He is happiest when a breakdown never happens because someone found the problem on a routine inspection.",
  },
  {
    key: 'mei',
    name: 'Mei Lin Zhou',
    photo: 'mei-lin-zhou.svg',
    bio: 'Mei Lin advises clients on waste and sustainability, from setting up recycling streams in a new office to preparing the operational evidence for a NABERS or Green Star rating. She holds a degree in environmental science and spent several years with a waste contractor before joining Harbourline. Her rule of thumb: if the right bin is not the easiest bin, the system will fail.',
  },
  {
    key: 'daniel',
    name: 'Daniel Okafor',
    photo: 'daniel-okafor.svg',
    bio: "Daniel is Harbourline's work health and safety coordinator. He writes the safe work method statements our teams carry, runs inductions and toolbox talks, and works with clients on the shared duties that come with having contractors on site. Before moving into safety he supervised cleaning crews in hospitals and airports, so he knows how procedures hold up at three in the morning.",
  },
  {
    key: 'sarah',
    name: 'Sarah McKenzie',
    photo: 'sarah-mckenzie.svg',
    bio: "Sarah is a qualified horticulturist who supervises Harbourline's grounds and landscaping crews. She has looked after school ovals, business parks and council reserves through wet years and dry ones, and she specialises in keeping turf and gardens presentable with less water. When she is not on site she is usually testing soil moisture in her own backyard in Western Sydney.",
  },
];
