// The table shows each move for about a second by default (a player's pace setting);
// browser tests play at "no pause", a setting players can choose too, or every whole
// game would take minutes. A test about the pace sets its own.
export const noPause = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        {
          name: "3u3d.table-settings",
          value: JSON.stringify({ pace: "instant", sound: false, motion: true }),
        },
      ],
    },
  ],
});
