<?php

declare(strict_types=1);

namespace Oysterfarm;

/** Sorts a sample of weighed oysters into grades. */
final class Grader
{
    /**
     * @param list<float|int> $weights grams, one per oyster
     */
    public function grade(array $weights): GradingResult
    {
        if ($weights === []) {
            throw new \InvalidArgumentException('Cannot grade an empty sample');
        }

        $counts = [];
        $undersize = 0;
        foreach ($weights as $grams) {
            $grade = Grade::forWeight((float) $grams);
            if ($grade === null) {
                $undersize++;
                continue;
            }
            $counts[$grade->value] = ($counts[$grade->value] ?? 0) + 1;
        }

        return new GradingResult($counts, $undersize, round(array_sum($weights) / count($weights), 1));
    }
}
