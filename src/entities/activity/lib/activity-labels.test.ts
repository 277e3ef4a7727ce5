import { describe, expect, it } from 'vitest';
import { activityStateLabelKey, activityTypeFromSearch, activityTypeLabelKey, pictureUrls } from './activity-labels';

describe('activity labels', () => {
  it('labels state 0, state 1 and any other state differently', () => {
    expect(activityStateLabelKey(0)).toBe('activities:state.notStarted');
    expect(activityStateLabelKey(1)).toBe('activities:state.ongoing');
    expect(activityStateLabelKey(2)).toBe('activities:state.ended');
    expect(activityStateLabelKey(-7)).toBe('activities:state.ended');
  });

  it('reads type 0 as a competition and anything else as an activity', () => {
    expect(activityTypeLabelKey(0)).toBe('activities:type.competition');
    expect(activityTypeLabelKey(1)).toBe('activities:type.activity');
  });

  it('preselects the type from ?type=0|1 and ignores other values', () => {
    expect(activityTypeFromSearch('?type=0')).toBe(0);
    expect(activityTypeFromSearch('?type=1&x=2')).toBe(1);
    expect(activityTypeFromSearch('?type=2')).toBeNull();
    expect(activityTypeFromSearch('')).toBeNull();
  });

  it('splits the comma-separated pictures and drops blanks', () => {
    expect(pictureUrls(' /a.svg, /b.svg ,,')).toEqual(['/a.svg', '/b.svg']);
    expect(pictureUrls('')).toEqual([]);
  });
});
