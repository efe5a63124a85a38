// Nx generator: `npx nx g @gridplay/tools:game <name>` writes packages/games-<name>, a small
// complete game (hidden hands, turns, a board, tests) that the server lists and the web app
// offers at once: discovery reads the workspace folders, so no other file changes.
const path = require('node:path');
const { formatFiles, generateFiles, names } = require('@nx/devkit');

function titleOf(id) {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

module.exports = async function gameGenerator(tree, options) {
  const id = options.name;
  if (!/^[a-z][a-z0-9-]*$/.test(id))
    throw new Error(`game id "${id}" must be lower-case letters, digits and dashes`);
  const target = path.join(options.directory ?? 'packages', `games-${id}`);
  if (tree.exists(target)) throw new Error(`${target} already exists`);
  generateFiles(tree, path.join(__dirname, 'files'), target, {
    id,
    title: options.title ?? titleOf(id),
    className: names(id).className,
    tmpl: '',
  });
  // The workspace's Prettier settings, so `npm run lint` passes on a freshly generated game.
  await formatFiles(tree);
  return () => {
    console.log(
      `\nCreated ${target}. Run \`npm install\` to link it, then \`npm run dev\` (http://localhost:5173, hot reload) or \`npm start\`: it is in the lobby.`,
    );
  };
};
