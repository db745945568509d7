// What a game's ending decides inside its transaction (the games repository applies
// both): the ratings it changes and the achievements it earns. Every repository that
// ends games is built with these.
import type { EndingRules } from "@3u3d/db/repositories";

import { judgeAchievements } from "./achievements";
import { rateGame } from "./ratings";

export const endingRules: EndingRules = { rate: rateGame, award: judgeAchievements };
