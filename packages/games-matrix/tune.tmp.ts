import { LocalMatch, seededRandom } from '@gridplay/core';
import { game } from './src/game';
import { enumerate, greedyMove } from './src/ai';
import { playerView } from './src/view';
const greedy=(m:any,seat:string,r:any)=>{const v=playerView({G:m.G,ctx:m.ctx,playerID:seat}) as any;return greedyMove(v,m.ctx,seat,enumerate(v,m.ctx,seat),r);};
const rnd=(m:any,seat:string,r:any)=>{const l=m.legalMoves(seat);return l[r.Die(l.length)-1];};
function run(name:string,N:number,p:any){
const stats:any={};let hw=0; const hist:number[]=[];
for (let g=0; g<N; g++){
  const m = new LocalMatch(game,{numPlayers:2, seed:name+g});
  const r = seededRandom(g+1);
  while(!m.isOver && m.history.length<5000){
    const seat=m.activePlayers()[0];
    const res=m.play(seat,p[seat](m,seat,r)); if(!res.ok) throw new Error('refused '+res.reason);
  }
  const o:any=m.ctx.gameover; stats[o.reason]=(stats[o.reason]??0)+1; if(o.winner==='0')hw++; hist.push(m.G.turn);
}
hist.sort((a,b)=>a-b);
console.log(name.padEnd(16),'H',(100*hw/N).toFixed(0)+'%',JSON.stringify(stats),'turns med',hist[N>>1],'p10',hist[Math.floor(N*.1)],'p90',hist[Math.floor(N*.9)]);
}
run('greedy-greedy',400,{'0':greedy,'1':greedy});
run('greedyH-random',200,{'0':greedy,'1':rnd});
run('random-greedyM',200,{'0':rnd,'1':greedy});
