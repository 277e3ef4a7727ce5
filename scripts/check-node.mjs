// npm runs scripts with node_modules/.bin first on PATH, so the pinned Node 24 runs them.
// `npm ci --ignore-scripts` skips the pinned runtime's install step and leaves the system Node.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node >= 22.12 but runs on ${process.versions.node}.\n` +
      'Run `npm rebuild node` (or `npm ci` without --ignore-scripts) so npm scripts use the pinned Node 24.',
  );
  process.exit(1);
}
