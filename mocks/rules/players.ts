/** What the player calls answer (api-reference section 2): a country's players in display order. */

export interface ListablePlayer {
  id: number;
  countryId: number;
  sort: number;
}

export function listPlayers<Player extends ListablePlayer>(players: readonly Player[], countryId: number): Player[] {
  return players.filter((player) => player.countryId === countryId).sort((a, b) => a.sort - b.sort || a.id - b.id);
}
