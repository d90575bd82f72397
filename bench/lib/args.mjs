/**
 * Command-line options of `npm run bench -- [--check] [--only S1,S5] [--runs N] [--no-build] [--profile] [--smoke]`.
 * The environment variable BENCH_APP_DIST chooses the app build's folder (paths.mjs).
 */

export const USAGE = `Usage: npm run bench -- [options]
  --check         exit with status 1 when a figure misses its budget (bench/budgets.json)
  --only S1,S5    run only these scenarios (ids in any case: --only S7.pdf)
  --runs N        app and baseline runs per scenario (default 3; medians are reported)
  --no-build      reuse the last build (bench/.app-dist/, bench/.baseline-dist/)
  --profile       trace every browser with V8's CPU profiler and print, per measured interval,
                  the self time by module (main thread and workers); slows the runs down
  --smoke         every scenario's driver once on the small fixtures (bench/fixtures/smoke/);
                  no timing budgets: fails only when a scenario breaks or a check fails
                  (as npm test runs it); writes bench/results-smoke.json
  --report        print the last bench/results.json as a Markdown table, run nothing
  --help          this text
Environment: BENCH_APP_DIST=<dir> builds and serves the app in <dir> (default bench/.app-dist)`;

export function parseArgs(argv) {
  const options = {
    check: false,
    only: null,
    runs: 3,
    build: true,
    help: false,
    profile: false,
    report: false,
    smoke: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--check') options.check = true;
    else if (name === '--no-build') options.build = false;
    else if (name === '--profile') options.profile = true;
    else if (name === '--report') options.report = true;
    else if (name === '--smoke') options.smoke = true;
    else if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--only') {
      options.only = value()
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
    } else if (name === '--runs') {
      options.runs = Number.parseInt(value(), 10);
      if (!Number.isInteger(options.runs) || options.runs < 1) {
        throw new Error('--runs needs a whole number of at least 1');
      }
    } else throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  if (options.smoke) options.runs = 1;
  return options;
}
