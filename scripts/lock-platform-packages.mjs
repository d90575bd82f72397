// npm writes package-lock.json without the platform-specific optional packages of other
// systems (npm/cli#4828, #8320), and `npm ci` then refuses the lock ("Missing: … from lock
// file"). This adds the missing entries: from the registry's metadata where the registry has
// the package, else from its name (os, cpu, libc), which is all npm needs to skip it on a
// machine it does not fit. Run after `npm install` whenever dependencies change:
//   node scripts/lock-platform-packages.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

function registryInfo(name, range) {
  try {
    const out = execFileSync(
      'npm',
      [
        'view',
        `${name}@${range}`,
        '--json',
        'version',
        'dist.integrity',
        'os',
        'cpu',
        'libc',
        'license',
        'engines',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const meta = JSON.parse(out);
    return Array.isArray(meta) ? meta.at(-1) : meta;
  } catch {
    return null; // not on this registry (for example a mirror that keeps only some platforms)
  }
}

const OSES = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = {
  'arm-eabi': 'arm',
  gnueabihf: 'arm',
  musleabihf: 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  arm: 'arm',
};

function inferredInfo(name, range) {
  const parts = name.split('/').pop().split('-');
  const info = { version: range.replace(/^[\^~=]/, '') };
  const os = parts.find((p) => OSES.includes(p));
  if (os) info.os = [os];
  const cpuKey = Object.keys(CPUS).find((k) => name.includes(`-${k}`));
  if (cpuKey) info.cpu = [CPUS[cpuKey]];
  if (os === 'linux') info.libc = [name.includes('musl') ? 'musl' : 'glibc'];
  return info;
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const info = registryInfo(name, range) ?? inferredInfo(name, range);
    const record = { version: info.version };
    if (info['dist.integrity']) record.integrity = info['dist.integrity'];
    for (const field of ['cpu', 'os', 'libc'])
      if (info[field]) record[field] = [].concat(info[field]);
    if (info.license) record.license = info.license;
    if (info.engines) record.engines = info.engines;
    record.optional = true;
    if (entry.dev || entry.devOptional) record.dev = true;
    packages[key] = record;
    added += 1;
    console.log(`added ${name}@${info.version}`);
  }
}

if (added) writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added
    ? `${added} platform packages added to package-lock.json`
    : 'package-lock.json already complete',
);
