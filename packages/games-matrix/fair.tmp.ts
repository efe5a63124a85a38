import { LocalMatch, seededRandom } from '@gridplay/core';
import { decideMove } from '@gridplay/core/bots';
import module from './src/index';
import { enumerate, greedyMove } from './src/ai';
import { playerView } from './src/view';
const [N, it, depth] = process.argv.slice(2).map(Number);
const rnd=(m:any,seat:string,r:any)=>{const l=m.legalMoves(seat);return l[r.Die(l.length)-1];};
const fair=(m:any,seat:string,r:any,g:number)=>{const v=playerView({G:m.G,ctx:m.ctx,playerID:seat}) as any;const mv=enumerate(v,m.ctx,seat); if(mv.length===1) return mv[0];
 return decideMove({module,G:v,ctx:m.ctx,seat,difficulty:'easy',seed:g+'-'+m.history.length,budget:{iterations:it,timeMs:5000},playoutDepth:depth})!;};
function run(name:string,p:any){const t=Date.now();let hw=0;const st:any={};const turns:number[]=[];
for(let g=0;g<N;g++){const m=new LocalMatch(module.game,{numPlayers:2,seed:name+g});const r=seededRandom(g+7);
while(!m.isOver){const s=m.activePlayers()[0];const res=m.play(s,p[s](m,s,r,g)); if(!res.ok) throw new Error(res.reason);}
const o:any=m.ctx.gameover; if(o.winner==='0')hw++; st[o.reason]=(st[o.reason]??0)+1; turns.push(m.G.turn);}
console.log(name,'H',hw+'/'+N,JSON.stringify(st),'turns',turns.sort((a,b)=>a-b)[N>>1],((Date.now()-t)/1000).toFixed(0)+'s');}
const which=process.argv[5]??'hr';
if(which.includes('hr')) run('fairH-rand',{'0':fair,'1':rnd});
if(which.includes('rm')) run('rand-fairM',{'0':rnd,'1':fair});
if(which.includes('ff')) run('fair-fair',{'0':fair,'1':fair});
