<?php

declare(strict_types=1);

namespace TownLib\Fines;

use DateTimeImmutable;

/** Counts the open days a loan is overdue, after a grace period. */
final class Overdue
{
    public function __construct(private Calendar $calendar, private int $graceDays = 0)
    {
    }

    /**
     * Open days strictly after $due up to and including $returned, less the grace days.
     */
    public function days(DateTimeImmutable $due, DateTimeImmutable $returned): int
    {
        $open = 0;
        for ($day = $due->modify('+1 day'); $day <= $returned; $day = $day->modify('+1 day')) {
            if ($this->calendar->isOpenDay($day)) {
                $open++;
            }
        }
        return max(0, $open - $this->graceDays);
    }
}
