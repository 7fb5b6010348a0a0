<?php

declare(strict_types=1);

namespace Swimschool;

final class Register
{
    public static function for(Enrolments $enrolments, ClassSlot $slot): string
    {
        $dates = $enrolments->term()->lessonDates($slot);
        $names = array_map(static fn (Swimmer $s): string => $s->name, $enrolments->in($slot));
        sort($names);
        $width = max(array_map('strlen', [...$names, 'Swimmer']));
        $lines = [$slot->label(), str_pad('Swimmer', $width) . ' ' . implode(' ', array_map(
            static fn (\DateTimeImmutable $d): string => $d->format('d/m'),
            $dates,
        ))];
        foreach ($names as $name) {
            $lines[] = str_pad($name, $width) . str_repeat(' [  ]', count($dates));
        }
        return implode("\n", $lines) . "\n";
    }
}
