<?php

declare(strict_types=1);

namespace Moorside\BirdSurvey;

final class Tally
{
    /** @return array<string, int> species code => birds counted on the visit (flying birds left out) */
    public static function visit(Visit $visit): array
    {
        $counts = [];
        foreach ($visit->observations as $obs) {
            if ($obs->counted()) {
                $counts[$obs->code] = ($counts[$obs->code] ?? 0) + $obs->count;
            }
        }
        ksort($counts);
        return $counts;
    }

    /** @return array<string, int> species code => the larger of its early and late counts */
    public static function season(Visit $early, Visit $late): array
    {
        if (!$early->isEarly() || $late->isEarly()) {
            throw new \InvalidArgumentException('a season is an early visit and a late visit, in that order');
        }
        $first = self::visit($early);
        $second = self::visit($late);
        $season = [];
        foreach (array_unique(array_merge(array_keys($first), array_keys($second))) as $code) {
            $season[$code] = max($first[$code] ?? 0, $second[$code] ?? 0);
        }
        ksort($season);
        return $season;
    }
}
