<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

use DateTimeImmutable;
use LogicException;

/**
 * One NHS course of treatment: everything done for a patient from the
 * first appointment until the course is completed.
 */
final class CourseOfTreatment
{
    /** @var list<array{treatment: Treatment, on: DateTimeImmutable, tooth: ?string}> */
    private array $items = [];
    private ?DateTimeImmutable $completedOn = null;
    private bool $freeRepair = false;

    public function __construct(
        public readonly Patient $patient,
        public readonly DateTimeImmutable $startedOn,
    ) {
    }

    public function add(string $code, DateTimeImmutable $on, ?string $tooth = null): self
    {
        if ($this->completedOn !== null) {
            throw new LogicException('the course is already completed');
        }
        if ($on < $this->startedOn) {
            throw new LogicException('treatment before the course started');
        }
        $this->items[] = ['treatment' => Treatment::fromCode($code), 'on' => $on, 'tooth' => $tooth];
        return $this;
    }

    public function complete(DateTimeImmutable $on): self
    {
        if ($this->items === []) {
            throw new LogicException('nothing was done in this course');
        }
        $this->completedOn = $on;
        return $this;
    }

    public function completedOn(): ?DateTimeImmutable
    {
        return $this->completedOn;
    }

    /** @return list<Treatment> */
    public function treatments(): array
    {
        return array_map(static fn (array $item): Treatment => $item['treatment'], $this->items);
    }

    public function band(): ?Band
    {
        return Band::highest(...array_map(static fn (Treatment $t): Band => $t->band, $this->treatments()));
    }

    public function hasLabWork(): bool
    {
        foreach ($this->treatments() as $treatment) {
            if ($treatment->isLabWork()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Marks this course as the repair of laboratory work from an earlier
     * course completed within the last twelve months; the repair is free.
     */
    public function repairs(CourseOfTreatment $earlier): self
    {
        $done = $earlier->completedOn();
        if ($done === null || !$earlier->hasLabWork()) {
            throw new LogicException('only completed laboratory work can be repaired free');
        }
        if ($this->startedOn > $done->modify('+12 months')) {
            throw new LogicException('the free repair period has ended');
        }
        $this->freeRepair = true;
        return $this;
    }

    public function isFreeRepair(): bool
    {
        return $this->freeRepair;
    }

    /** The patient charge in pence. */
    public function charge(ExemptionChecker $checker): int
    {
        $band = $this->band();
        if ($band === null || $this->freeRepair || $checker->isExempt($this->patient, $this->startedOn)) {
            return 0;
        }
        return $band->charge();
    }

    public function units(): float
    {
        return $this->band()?->units() ?? 0.0;
    }
}
