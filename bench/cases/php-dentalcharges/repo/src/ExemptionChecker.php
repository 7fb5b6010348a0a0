<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

use DateTimeImmutable;

/**
 * Works out which exemptions a patient has on the day a course of
 * treatment starts.
 */
final class ExemptionChecker
{
    public const QUALIFYING_BENEFITS = [
        'income-support',
        'income-based-jsa',
        'income-related-esa',
        'pension-credit-guarantee',
        'universal-credit',
    ];

    /** @return list<Exemption> */
    public function reasons(Patient $patient, DateTimeImmutable $on): array
    {
        $reasons = [];
        $age = $patient->ageOn($on);
        if ($age < 18) {
            $reasons[] = Exemption::Under18;
        } elseif ($age < 19 && $patient->fullTimeEducation) {
            $reasons[] = Exemption::FullTimeEducation;
        }
        if ($patient->isPregnantOn($on)) {
            $reasons[] = Exemption::Pregnant;
        }
        if ($patient->babyBorn !== null && $on <= $patient->babyBorn->modify('+12 months')) {
            $reasons[] = Exemption::NewMother;
        }
        if (array_intersect($patient->benefits, self::QUALIFYING_BENEFITS) !== []) {
            $reasons[] = Exemption::Benefit;
        }
        if ($patient->hc2Certificate) {
            $reasons[] = Exemption::Hc2;
        }
        return $reasons;
    }

    public function isExempt(Patient $patient, DateTimeImmutable $on): bool
    {
        return $this->reasons($patient, $on) !== [];
    }
}
