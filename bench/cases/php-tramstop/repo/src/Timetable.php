<?php

declare(strict_types=1);

namespace Quayline\Tramstop;

/** Scheduled departures per stop. */
final class Timetable
{
    /** @var array<string, list<Departure>> */
    private array $byStop = [];

    public function add(string $stop, Departure $departure): void
    {
        $this->byStop[$stop][] = $departure;
    }

    /**
     * Every `$every` minutes from `$first` up to and including `$last`.
     */
    public function addRepeating(string $stop, string $line, string $destination, int $first, int $last, int $every, int $platform = 1): void
    {
        if ($every < 1) {
            throw new \InvalidArgumentException('a service runs at least every minute');
        }
        for ($minute = $first; $minute <= $last; $minute += $every) {
            $this->add($stop, new Departure($line, $destination, $minute, $platform));
        }
    }

    /**
     * Departures at `$stop` from `$now` on, earliest first.
     *
     * @return list<Departure>
     */
    public function from(string $stop, int $now): array
    {
        $due = array_values(array_filter(
            $this->byStop[$stop] ?? [],
            static fn (Departure $d): bool => $d->minute >= $now,
        ));
        usort($due, static fn (Departure $a, Departure $b): int => [$a->minute, $a->line] <=> [$b->minute, $b->line]);
        return $due;
    }
}
