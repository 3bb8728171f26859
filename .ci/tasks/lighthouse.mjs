// `npm run lighthouse` is not wired yet (issue 8): say so plainly instead of pretending.
console.error('npm run lighthouse: not implemented yet (see issue 8).');
process.exit(1);
