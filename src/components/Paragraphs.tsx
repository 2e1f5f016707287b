interface ParagraphsProps {
  items: readonly string[];
  className?: string;
}

export function Paragraphs({ items, className }: ParagraphsProps) {
  return (
    <div className={className}>
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
