// Grades pages with MDN's HTTP Observatory scanner and prints the results as JSON.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packageDir, ...targets] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);

const { scan } = await load('scanner/index.js');
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

/** The answers scan() agrees to grade (see src/scanner/index.js). */
const scanAccepts = (status) => (status >= 200 && status < 400) || [401, 403].includes(status);

/** scan() of @mdn/mdn-http-observatory 1.4.8, for any status. */
async function gradeAnyStatus(target) {
  const requests = await retrieve(target);
  if (!requests.responses.auto) throw new Error(`${target} did not answer.`);
  const results = ALL_TESTS.map((test) => test(requests));
  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  for (const result of results) {
    if (!result.result) continue;
    result.scoreModifier = getScoreModifier(result.result);
    scoreWithExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurvedScore += result.scoreModifier;
  }
  const { grade, score } = getGradeForScore(
    uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore,
  );
  const tests = results.map((result) => ({
    name: result.constructor.name,
    pass: result.pass,
    result: result.result,
    expectation: result.expectation,
    scoreModifier: result.scoreModifier,
  }));
  return { status: requests.responses.auto.status, grade, score, tests };
}

async function grade(target) {
  const graded = await gradeAnyStatus(target);
  if (scanAccepts(graded.status)) {
    const { scan: byScanner } = await scan(target);
    if (byScanner.grade !== graded.grade || byScanner.score !== graded.score) {
      throw new Error(
        `scan() graded ${target} ${byScanner.grade} (${byScanner.score}) but the copy ` +
          `${graded.grade} (${graded.score}): update gradeAnyStatus() to the scanner's version.`,
      );
    }
  }
  return { target, ...graded };
}

try {
  const results = [];
  for (const target of targets) results.push(await grade(target));
  process.stdout.write(`${JSON.stringify(results)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
