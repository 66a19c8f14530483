// n8n loads the node and credentials from the paths under "n8n" in package.json; this entry only names them.
module.exports = {};
