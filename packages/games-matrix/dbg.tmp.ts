import { LocalMatch, seededRandom } from '@gridplay/core';
import { decideMove } from '@gridplay/core/bots';
import module from './src/index';
import { enumerate } from './src/ai';
import { playerView } from './src/view';
import { defOf, totalOf } from './src/rules';
for (let g=0; g<6; g++){
const m = new LocalMatch(module.game,{numPlayers:2, seed:'fair (Humans) vs random-'+g});
const r = seededRandom(g+1);
const lines:string[]=[];
while(!m.isOver){
  const seat=m.activePlayers()[0];
  const v=playerView({G:m.G,ctx:m.ctx,playerID:seat}) as any;
  const moves=enumerate(v,m.ctx,seat);
  let mv:any;
  if(seat==='1'||moves.length===1) mv= seat==='1'? moves[r.Die(moves.length)-1]: moves[0];
  else mv=decideMove({module,G:v,ctx:m.ctx,seat,difficulty:'easy',seed:g+'-'+m.history.length,budget:{iterations:16,timeMs:5000}})!;
  const c=m.G.contest;
  lines.push(`t${m.G.turn} ${m.ctx.phase} ${seat} ${JSON.stringify(mv)} ${c?c.kind+' H'+totalOf(m.G,'0')+' M'+totalOf(m.G,'1'):''} humans=${m.G.humans.map(h=>defOf(h.card)+(h.plugged?'*':'')).join(',')} mach=${m.G.machines.map(defOf).join(',')}`);
  m.play(seat,mv);
}
console.log(g, JSON.stringify(m.ctx.gameover), 'turn', m.G.turn, 'mp', m.G.missionPoints);
if((m.ctx.gameover as any).reason==='neo') console.log(lines.slice(-40).join('\n'));
}
