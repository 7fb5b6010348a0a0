<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

use DateTimeImmutable;

/**
 * The practice's activity for one month: courses completed, units of
 * dental activity and patient charges collected.
 */
final class MonthlyReturn
{
    /** @var list<CourseOfTreatment> */
    private array $courses = [];

    public function __construct(
        public readonly string $month,
        private readonly ExemptionChecker $checker = new ExemptionChecker(),
    ) {
    }

    public function add(CourseOfTreatment $course): self
    {
        $done = $course->completedOn();
        if ($done !== null && $done->format('Y-m') === $this->month) {
            $this->courses[] = $course;
        }
        return $this;
    }

    public function count(): int
    {
        return count($this->courses);
    }

    /** @return array<string, int> courses per band label */
    public function byBand(): array
    {
        $counts = [];
        foreach (Band::cases() as $band) {
            $counts[$band->label()] = 0;
        }
        foreach ($this->courses as $course) {
            $counts[$course->band()->label()]++;
        }
        return $counts;
    }

    public function units(): float
    {
        return array_sum(array_map(static fn (CourseOfTreatment $c): float => $c->units(), $this->courses));
    }

    public function charges(): int
    {
        return array_sum(array_map(fn (CourseOfTreatment $c): int => $c->charge($this->checker), $this->courses));
    }

    public function exemptCount(): int
    {
        return count(array_filter(
            $this->courses,
            fn (CourseOfTreatment $c): bool => $this->checker->isExempt($c->patient, $c->startedOn),
        ));
    }

    public function render(): string
    {
        $lines = ["Activity return {$this->month}"];
        foreach ($this->byBand() as $label => $n) {
            $lines[] = sprintf('  %-8s %3d', $label, $n);
        }
        $lines[] = sprintf('Courses: %d (%d exempt)', $this->count(), $this->exemptCount());
        $lines[] = sprintf('UDAs: %.1f', $this->units());
        $lines[] = 'Patient charges: ' . Money::format($this->charges());
        return implode("\n", $lines);
    }
}
