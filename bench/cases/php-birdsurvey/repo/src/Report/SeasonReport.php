<?php

declare(strict_types=1);

namespace Moorside\BirdSurvey\Report;

use Moorside\BirdSurvey\Species;
use Moorside\BirdSurvey\Tally;
use Moorside\BirdSurvey\Visit;

final class SeasonReport
{
    public function __construct(private readonly string $square)
    {
    }

    public function render(Visit $early, Visit $late): string
    {
        $first = Tally::visit($early);
        $second = Tally::visit($late);
        $season = Tally::season($early, $late);

        $out = [sprintf('Square %s, %s', $this->square, $early->date->format('Y'))];
        $out[] = sprintf('Early %s (%s), late %s (%s)', $early->date->format('j M'), $early->observer,
            $late->date->format('j M'), $late->observer);
        $out[] = '';
        $out[] = sprintf('%-14s %5s %5s %6s', 'Species', 'Early', 'Late', 'Season');
        foreach ($season as $code => $count) {
            $out[] = sprintf('%-14s %5d %5d %6d', Species::name($code), $first[$code] ?? 0, $second[$code] ?? 0,
                $count);
        }
        $out[] = sprintf('%d species, %d birds', count($season), array_sum($season));
        return implode("\n", $out) . "\n";
    }
}
