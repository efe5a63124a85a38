import { LocalMatch, seededRandom } from '@gridplay/core';
import { game } from './src/game';
import { enumerate, greedyMove } from './src/ai';
import { playerView } from './src/view';
const N=Number(process.argv[2]??300);
const t0=Date.now();
const stats:any={};let turns=0;let moves=0; const hist:number[]=[];
for (let g=0; g<N; g++){
  const m = new LocalMatch(game,{numPlayers:2, seed:'g'+g});
  const r = seededRandom(g+1);
  while(!m.isOver && m.history.length<5000){
    const seat=m.activePlayers()[0];
    const v=playerView({G:m.G,ctx:m.ctx,playerID:seat}) as any;
    const mv=greedyMove(v,m.ctx,seat,enumerate(v,m.ctx,seat),r);
    const res=m.play(seat,mv); if(!res.ok) throw new Error('refused '+JSON.stringify(mv)+res.reason);
  }
  const o:any=m.ctx.gameover; const k=o? o.winner+o.reason:'none'; stats[k]=(stats[k]??0)+1; turns+=m.G.turn; moves+=m.history.length; hist.push(m.G.turn);
}
hist.sort((a,b)=>a-b);
console.log(stats, 'turns',turns/N,'median',hist[N>>1],'moves',moves/N, (Date.now()-t0)/1000,'s');
