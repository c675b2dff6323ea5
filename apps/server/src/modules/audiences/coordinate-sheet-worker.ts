import { serveIsolatedTask } from '../files/isolated-task';
import { readCoordinateRows } from './coordinate-sheet-read';

// The coordinates sheet is read here, in a worker with its own heap and time limit (docs/decisions/042).
serveIsolatedTask(readCoordinateRows);
