import { LocalMatch, seededRandom } from '@gridplay/core';
import { game } from './src/game';
const t0=Date.now();
const stats:any={};let turns=0;let moves=0;
for (let g=0; g<200; g++){
  const m = new LocalMatch(game,{numPlayers:2, seed:'s'+g});
  const r = seededRandom(g+1);
  while(!m.isOver && m.history.length<5000){
    const seat=m.activePlayers()[0];
    const legal=m.legalMoves(seat);
    if(!legal.length) throw new Error('stall '+JSON.stringify(m.G.pending)+' '+m.ctx.phase);
    const mv=legal[r.Die(legal.length)-1];
    const res=m.play(seat,mv); if(!res.ok) throw new Error('refused '+JSON.stringify(mv)+res.reason);
  }
  const o:any=m.ctx.gameover; const k=o? o.winner+o.reason:'none'; stats[k]=(stats[k]??0)+1; turns+=m.G.turn; moves+=m.history.length;
}
console.log(stats, 'turns',turns/200,'moves',moves/200, (Date.now()-t0)/1000,'s');
