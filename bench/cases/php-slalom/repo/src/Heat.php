<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * The heats of one class: every athlete has two runs and the better one counts.
 */
final class Heat
{
    /** @var array<int, array{string, string}> bib => [name, nation] */
    private array $athletes = [];

    /** @var array<int, list<Run>> bib => runs in order */
    private array $runs = [];

    public function __construct(public readonly string $class)
    {
    }

    public function enter(int $bib, string $name, string $nation): void
    {
        if (isset($this->athletes[$bib])) {
            throw new \InvalidArgumentException("bib $bib is already entered in {$this->class}");
        }
        $this->athletes[$bib] = [$name, $nation];
        $this->runs[$bib] = [];
    }

    public function record(Run $run): void
    {
        if (!isset($this->athletes[$run->bib])) {
            throw new \OutOfBoundsException("bib {$run->bib} is not entered in {$this->class}");
        }
        if (count($this->runs[$run->bib]) === 2) {
            throw new \LogicException("bib {$run->bib} has had both runs");
        }
        $this->runs[$run->bib][] = $run;
    }

    /** @return list<Standing> best first; athletes with no counting run last, unranked */
    public function standings(): array
    {
        $standings = [];
        foreach ($this->athletes as $bib => [$name, $nation]) {
            $standings[] = new Standing($bib, $name, $nation, $this->runs[$bib]);
        }

        usort($standings, static function (Standing $a, Standing $b): int {
            return [self::key($a->best()), self::key($a->other()), self::statusOrder($a), $a->bib]
                <=> [self::key($b->best()), self::key($b->other()), self::statusOrder($b), $b->bib];
        });

        $previous = null;
        foreach ($standings as $i => $standing) {
            if ($standing->best() === null) {
                break;
            }
            $same = $previous !== null
                && $previous->best() === $standing->best()
                && $previous->other() === $standing->other();
            $standing->rank = $same ? $previous->rank : $i + 1;
            $previous = $standing;
        }
        return $standings;
    }

    /** A score to sort on, with no score after every score. */
    private static function key(?int $score): int
    {
        return $score ?? PHP_INT_MAX;
    }

    /** Among athletes with no counting run: did not finish before did not start. */
    private static function statusOrder(Standing $standing): int
    {
        $order = PHP_INT_MAX;
        foreach ($standing->runs as $run) {
            $order = min($order, match ($run->status) {
                RunStatus::Ok => 0,
                RunStatus::Dnf => 1,
                RunStatus::Dns => 2,
            });
        }
        return $order;
    }
}
