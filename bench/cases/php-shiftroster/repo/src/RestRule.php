<?php

declare(strict_types=1);

namespace Acme\Roster;

/** Working-time rule: at least eleven hours of rest between the end of one shift and the start of the next. */
final class RestRule
{
    public function __construct(private readonly int $minimumRestMinutes = 11 * 60)
    {
    }

    /** @return list<string> one line per breach, "ana: Mon 14:00-22:00 then Tue 06:00-14:00 (8h rest)" */
    public function breaches(Roster $roster): array
    {
        $found = [];
        foreach ($roster->workers() as $worker) {
            $shifts = $roster->shiftsOf($worker);
            for ($i = 1; $i < count($shifts); $i++) {
                $rest = $shifts[$i]->weekStart() - $shifts[$i - 1]->weekEnd();
                if ($rest < $this->minimumRestMinutes) {
                    $found[] = sprintf(
                        '%s: %s then %s (%sh rest)',
                        $worker,
                        $shifts[$i - 1]->label(),
                        $shifts[$i]->label(),
                        rtrim(rtrim(number_format($rest / 60, 1, '.', ''), '0'), '.'),
                    );
                }
            }
        }
        return $found;
    }
}
