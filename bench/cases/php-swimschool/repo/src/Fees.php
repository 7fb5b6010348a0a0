<?php

declare(strict_types=1);

namespace Swimschool;

final class Fees
{
    public const SIBLING_DISCOUNT_PERCENT = 10;

    /** @return array<string, int> swimmer name => pence for the term */
    public static function forTerm(Enrolments $enrolments): array
    {
        $term = $enrolments->term();
        $byFamily = [];
        foreach ($enrolments->all() as [$swimmer, $slot]) {
            $full = $term->lessonCount($slot) * Stage::lessonPence($slot->stage);
            $byFamily[$swimmer->family][] = [$swimmer->name, $full];
        }
        $fees = [];
        foreach ($byFamily as $children) {
            // The dearest child pays in full, every other child has the sibling discount.
            usort($children, static fn (array $a, array $b): int => [$b[1], $a[0]] <=> [$a[1], $b[0]]);
            foreach ($children as $i => [$name, $full]) {
                $fees[$name] = $i === 0 ? $full : intdiv($full * (100 - self::SIBLING_DISCOUNT_PERCENT), 100);
            }
        }
        ksort($fees);
        return $fees;
    }

    public static function familyTotal(Enrolments $enrolments, string $family): int
    {
        $sum = 0;
        foreach ($enrolments->all() as [$swimmer]) {
            if ($swimmer->family === $family) {
                $sum += self::forTerm($enrolments)[$swimmer->name];
            }
        }
        return $sum;
    }
}
