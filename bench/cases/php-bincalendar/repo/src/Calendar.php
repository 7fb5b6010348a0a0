<?php

declare(strict_types=1);

namespace Northvale\BinCalendar;

use DateTimeImmutable;

/** The collections for a property: each week on its round's day, moved on after a bank holiday. */
final class Calendar
{
    public function __construct(private readonly BankHolidays $holidays = new BankHolidays())
    {
    }

    /** @return list<array{date: DateTimeImmutable, bins: list<Bin>}> the collections made in the month */
    public function month(Property $property, int $year, int $month): array
    {
        $collections = [];
        $first = new DateTimeImmutable(sprintf('%04d-%02d-01', $year, $month));
        // Start a week early: a due day in the last days of the month before can move into this one.
        $due = $this->roundDayOnOrAfter($first->modify('-7 days'), $property->round->weekday);
        while ($due < $first->modify('+1 month')) {
            if ($due >= $property->round->firstCollection) {
                $date = $this->holidays->shift($due);
                if ((int) $date->format('n') === $month) {
                    $collections[] = ['date' => $date, 'bins' => $this->binsFor($property)];
                }
            }
            $due = $due->modify('+7 days');
        }
        return $collections;
    }

    /** @return list<Bin> */
    private function binsFor(Property $property): array
    {
        $bins = [Bin::Food, Bin::General, Bin::Recycling];
        if ($property->gardenWaste) {
            $bins[] = Bin::Garden;
        }
        return $bins;
    }

    private function roundDayOnOrAfter(DateTimeImmutable $day, int $weekday): DateTimeImmutable
    {
        $ahead = ($weekday - (int) $day->format('N') + 7) % 7;
        return $day->modify("+{$ahead} days");
    }
}
