/** The deck builder's own layout; cards and buttons bring the table's and the app's styles. */
export const BUILDER_CSS = `
.db-page{display:grid;gap:12px}
.db-intro{max-width:70ch;color:var(--muted,#8ea3c4)}
.db-columns{display:grid;grid-template-columns:minmax(0,1fr) minmax(280px,360px);gap:16px;align-items:start}
/* A phone: the pool and the deck are two tabs (a stacked deck sat a hundred cards below). */
.db-tabs{display:none}
@media (max-width:760px){
.db-columns{grid-template-columns:minmax(0,1fr)}
.db-tabs{display:flex;gap:4px;position:sticky;top:0;z-index:2;padding:4px 0;background:var(--bg,#070b14)}
.db-tabs button{flex:1;min-height:44px;font:inherit;color:inherit;background:var(--panel,#0e1628);border:1px solid var(--line,#1d2c4a);border-radius:8px}
.db-tabs button[aria-pressed="true"]{border-color:var(--cyan,#38e8ff);font-weight:600}
.db-columns[data-tab-shown="pool"] .db-deck,.db-columns[data-tab-shown="deck"] .db-pool{display:none}
.db-deck{position:static}
}
.db-filters{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:8px}
.db-filters label,.db-deck label{display:grid;gap:2px;font-size:13px}
.db-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:10px;list-style:none;margin:0;padding:0}
.db-grid li{display:grid;gap:4px;align-content:start}
.db-needs{margin:0;font-size:12px;color:var(--muted,#8ea3c4)}
.db-deck{display:grid;gap:8px;position:sticky;top:8px;padding:10px;border:1px solid var(--line,#1d2c4a);border-radius:10px;background:var(--panel,#0e1628)}
.db-deck h3{margin:6px 0 0;font-size:15px}
.db-legal{color:#4cd97b;margin:0}
.db-illegal{color:#ffd23f;margin:0}
.db-problems{margin:0;padding-left:18px;font-size:13px;color:#ffb3b3}
.db-notice{margin:0;font-size:13px}
.db-curve{margin:0}
.db-curve figcaption{font-size:13px}
.db-curve ol{display:flex;gap:6px;align-items:flex-end;list-style:none;margin:0;padding:0;height:96px}
.db-curve li{display:grid;justify-items:center;gap:2px;font-size:12px;min-width:24px}
.db-bar{display:block;width:18px;background:var(--cyan,#38e8ff);border-radius:3px 3px 0 0}
.db-step{color:var(--muted,#8ea3c4)}
.db-colours{display:flex;gap:10px;margin:0}
.db-colours div{display:grid;justify-items:center}
.db-colours dt{font-size:12px;color:var(--muted,#8ea3c4)}
.db-colours dd{margin:0}
.db-entries,.db-saved{list-style:none;margin:0;padding:0;display:grid;gap:2px;font-size:14px}
.db-entries li,.db-saved li{display:flex;gap:6px;align-items:center}
.db-entries button{min-width:32px;min-height:28px}
.db-entries li span:first-child,.db-saved li span:first-child{flex:1}
.db-row{display:flex;flex-wrap:wrap;gap:6px}
.db-deck textarea{width:100%;box-sizing:border-box;font:inherit;font-size:13px}
`;
