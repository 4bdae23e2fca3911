// npm scripts run on the Node 24 that the `node` devDependency installs into node_modules/.bin.
// If that is missing (e.g. `npm ci --ignore-scripts`), say how to fix it instead of failing obscurely later.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `GoalGuessr needs Node 24 (found ${process.version}). Run the scripts through npm (npm test, npm start) ` +
      'after a normal `npm ci`, which installs Node 24 from the `node` devDependency; do not use --ignore-scripts.',
  );
  process.exit(1);
}
