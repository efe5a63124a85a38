export default function Board() {
  return null;
}
