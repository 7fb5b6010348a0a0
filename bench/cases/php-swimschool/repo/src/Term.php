<?php

declare(strict_types=1);

namespace Swimschool;

final class Term
{
    /**
     * @param int[] $closedWeeks weeks of the term (1 = the first) when the pool is closed
     */
    public function __construct(
        public readonly string $name,
        public readonly \DateTimeImmutable $start,
        public readonly int $weeks,
        public readonly array $closedWeeks = [],
    ) {
    }

    /** @return \DateTimeImmutable[] */
    public function lessonDates(ClassSlot $slot): array
    {
        $day = $this->start;
        while ($day->format('l') !== $slot->weekday) {
            $day = $day->modify('+1 day');
        }
        $dates = [];
        for ($week = 1; $week <= $this->weeks; $week++) {
            if (!in_array($week, $this->closedWeeks, true)) {
                $dates[] = $day;
            }
            $day = $day->modify('+7 days');
        }
        return $dates;
    }

    public function lessonCount(ClassSlot $slot): int
    {
        return count($this->lessonDates($slot));
    }
}
