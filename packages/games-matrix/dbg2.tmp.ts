import { LocalMatch, seededRandom } from '@gridplay/core';
import { searchDecision } from '@gridplay/core/bots';
import module from './src/index';
import { enumerate } from './src/ai';
import { playerView } from './src/view';
import { defOf, totalOf } from './src/rules';
for (let g=0; g<3; g++){
const m = new LocalMatch(module.game,{numPlayers:2, seed:'fairH-rand'+g});
const r = seededRandom(g+7);
const lines:string[]=[];
while(!m.isOver){
  const seat=m.activePlayers()[0];
  const v=playerView({G:m.G,ctx:m.ctx,playerID:seat}) as any;
  const moves=enumerate(v,m.ctx,seat);
  let mv:any; let info='';
  if(seat==='1') mv=moves[r.Die(moves.length)-1];
  else if(moves.length===1) mv=moves[0];
  else { const res=searchDecision({module,G:v,ctx:m.ctx,seat,difficulty:'easy',seed:g+'-'+m.history.length,budget:{iterations:16,timeMs:5000}}); mv=res.choice; info=res.moves.map(x=>`${(x.choice as any).move}:${JSON.stringify((x.choice as any).args).slice(0,30)} v${x.visits} ${x.value.toFixed(2)}`).join(' | '); }
  const c=m.G.contest;
  if(seat==='0') lines.push(`t${m.G.turn} ${m.ctx.phase} ${m.G.pending?.stage} ${c?c.kind+' H'+totalOf(m.G,'0')+' M'+totalOf(m.G,'1'):''} humans=${m.G.humans.map(h=>defOf(h.card)+(h.plugged?'*':'')).join(',')} mp=${m.G.missionPoints}\n    -> ${JSON.stringify(mv)}  [${info}]`);
  m.play(seat,mv);
}
console.log(g, JSON.stringify(m.ctx.gameover), 'turn', m.G.turn, 'mp', m.G.missionPoints);
console.log(lines.slice(-30).join('\n'));
}
