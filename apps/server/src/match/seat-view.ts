// What a seat may see is core's (the conformance suite checks the same function).
export { seatLog, seatState, type SeatID } from '@gridplay/core';
