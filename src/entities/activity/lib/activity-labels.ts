import { ActivityState, ActivityType } from '@/shared/api';

/** Spec: one label for state 0, one for 1 and another for any other value. */
export const activityStateLabelKey = (
  state: number,
): 'activities:state.notStarted' | 'activities:state.ongoing' | 'activities:state.ended' =>
  state === ActivityState.notStarted
    ? 'activities:state.notStarted'
    : state === ActivityState.ongoing
      ? 'activities:state.ongoing'
      : 'activities:state.ended';

/** Type 0 is a competition (match), anything else an activity (api-reference section 2). */
export const activityTypeLabelKey = (type: number): 'activities:type.competition' | 'activities:type.activity' =>
  type === ActivityType.competition ? 'activities:type.competition' : 'activities:type.activity';

/** The type filter's choices: all (null), competitions, activities. */
export const activityTypeFilters = [
  { value: 'all', type: null, labelKey: 'activities:filter.all' },
  { value: 'competition', type: ActivityType.competition, labelKey: 'activities:filter.competition' },
  { value: 'activity', type: ActivityType.activity, labelKey: 'activities:filter.activity' },
] as const;

/** `?type=0|1` of the address, or null (all) for anything else. */
export const activityTypeFromSearch = (search: string | URLSearchParams): ActivityType | null => {
  const value = new URLSearchParams(search).get('type');
  return value === '0' ? ActivityType.competition : value === '1' ? ActivityType.activity : null;
};

/** Picture URLs of the comma-separated `picture` field, blanks dropped. */
export const pictureUrls = (picture: string): string[] =>
  picture
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
