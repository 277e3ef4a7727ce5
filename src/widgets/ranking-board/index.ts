export { RankingBoard, type RankingBoardProps } from './ui/ranking-board';
