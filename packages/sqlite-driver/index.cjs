'use strict';
// Installed as `better-sqlite3` (package.json: the dependency and an override, so Prisma's SQLite
// adapter gets it too). better-sqlite3 12 and older wrap objects with node::ObjectWrap, whose
// clean-up hook aborts Node 24.19+ when a statement is collected (nodejs/node#65446); 13 is built on
// Node-API and does not, but needs Node 22. Each Node gets the one that runs on it.
const major = Number(process.versions.node.split('.')[0]);
module.exports = major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3-node20');
