import type { ChunkRequest, ChunkResult } from "./chunks";
import { answerChunk } from "./products";

/** The part of a dedicated worker's global scope this module uses (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ChunkRequest>) => void) | null;
  postMessage(result: ChunkResult): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  scope.postMessage(answerChunk(data));
};
