<?php

declare(strict_types=1);

namespace PigeonRace\Race;

use InvalidArgumentException;
use PigeonRace\Timing\ClockCheck;

/**
 * Works out the race result: each clocked bird's corrected arrival, velocity and
 * position, fastest first. Birds with equal velocity (to the thousandth of a yard
 * per minute) share a position.
 */
final class ResultSheet
{
    /** @var array<string, Loft> */
    private array $lofts = [];

    /** @var array<string, ClockCheck> */
    private array $clocks = [];

    /** @var list<Clocking> */
    private array $clockings = [];

    public function __construct(private readonly Race $race)
    {
    }

    public function addLoft(Loft $loft, ClockCheck $clock): void
    {
        $this->lofts[$loft->code] = $loft;
        $this->clocks[$loft->code] = $clock;
    }

    public function clock(Clocking $clocking): void
    {
        if (!isset($this->lofts[$clocking->loftCode])) {
            throw new InvalidArgumentException("Unknown loft {$clocking->loftCode}");
        }
        foreach ($this->clockings as $seen) {
            if ($seen->ring === $clocking->ring) {
                throw new InvalidArgumentException("Ring {$clocking->ring} clocked twice");
            }
        }
        $this->clockings[] = $clocking;
    }

    public function race(): Race
    {
        return $this->race;
    }

    /**
     * @return list<ResultRow>
     */
    public function rows(): array
    {
        $unranked = [];
        foreach ($this->clockings as $clocking) {
            $loft = $this->lofts[$clocking->loftCode];
            $arrived = $this->clocks[$clocking->loftCode]->correct($clocking->struckAt);
            $yards = $this->race->distanceTo($loft);
            $velocity = Velocity::yardsPerMinute($yards, $this->race->liberatedAt, $arrived);
            $unranked[] = [$loft, $clocking->ring, $yards, $arrived, round($velocity, 3)];
        }

        usort($unranked, static fn (array $a, array $b): int => $b[4] <=> $a[4] ?: strcmp($a[1], $b[1]));

        $rows = [];
        foreach ($unranked as $i => [$loft, $ring, $yards, $arrived, $velocity]) {
            $position = $i + 1;
            if ($i > 0 && $rows[$i - 1]->velocity === $velocity) {
                $position = $rows[$i - 1]->position;
            }
            $rows[] = new ResultRow($position, $loft, $ring, $yards, $arrived, $velocity);
        }

        return $rows;
    }

    /**
     * The winning velocity, or null when no bird was clocked.
     */
    public function winningVelocity(): ?float
    {
        $rows = $this->rows();

        return $rows === [] ? null : $rows[0]->velocity;
    }
}
