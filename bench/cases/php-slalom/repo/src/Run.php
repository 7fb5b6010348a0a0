<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * One boat's run down the course: the time from the timing system and the penalties the gate judges
 * marked, gate by gate.
 */
final class Run
{
    /** @var array<int, Penalty> gate number => penalty */
    private array $penalties = [];

    public function __construct(
        public readonly int $bib,
        public readonly ?int $time,
        public readonly RunStatus $status = RunStatus::Ok,
    ) {
        if ($status === RunStatus::Ok && $time === null) {
            throw new \InvalidArgumentException("bib $bib finished without a time");
        }
    }

    public static function finished(int $bib, string $time): self
    {
        return new self($bib, RaceTime::parse($time));
    }

    public function mark(int $gate, Penalty $penalty): void
    {
        $this->penalties[$gate] = $penalty;
    }

    /** @return array<int, Penalty> */
    public function penalties(): array
    {
        ksort($this->penalties);
        return $this->penalties;
    }

    public function penaltySeconds(): int
    {
        $sum = 0;
        foreach ($this->penalties as $penalty) {
            $sum += $penalty->seconds();
        }
        return $sum;
    }

    /** The run's total in hundredths (time plus penalties), or null if it does not count. */
    public function score(): ?int
    {
        switch ($this->status) {
            case RunStatus::Dns:
            case RunStatus::Dnf:
                return null;
            default:
                return $this->time + $this->penaltySeconds() * 100;
        }
    }
}
