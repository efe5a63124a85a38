// Fair bots (issue 7) — being written; see the README of this folder when it lands.
export {};
