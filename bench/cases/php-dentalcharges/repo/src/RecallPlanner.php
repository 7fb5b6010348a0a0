<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Recall intervals after an examination, by the patient's disease risk
 * (NICE CG19: 3 to 12 months for children, 3 to 24 months for adults).
 */
final class RecallPlanner
{
    private const MONTHS = [
        'child' => ['high' => 3, 'medium' => 6, 'low' => 12],
        'adult' => ['high' => 3, 'medium' => 12, 'low' => 24],
    ];

    public function intervalMonths(Patient $patient, DateTimeImmutable $examinedOn, string $risk): int
    {
        $group = $patient->isChildOn($examinedOn) ? 'child' : 'adult';
        if (!isset(self::MONTHS[$group][$risk])) {
            throw new InvalidArgumentException("unknown risk level {$risk}");
        }
        return self::MONTHS[$group][$risk];
    }

    public function nextRecall(Patient $patient, DateTimeImmutable $examinedOn, string $risk): DateTimeImmutable
    {
        return self::addMonths($examinedOn, $this->intervalMonths($patient, $examinedOn, $risk));
    }

    /** Adds whole months, keeping to the last day of a shorter month. */
    public static function addMonths(DateTimeImmutable $date, int $months): DateTimeImmutable
    {
        $first = $date->modify('first day of this month')->modify("+{$months} months");
        $day = min((int) $date->format('j'), (int) $first->format('t'));
        return $first->setDate((int) $first->format('Y'), (int) $first->format('n'), $day);
    }
}
