<?php

declare(strict_types=1);

namespace Swimschool\Tests;

use PHPUnit\Framework\TestCase;
use Swimschool\ClassSlot;
use Swimschool\Enrolments;
use Swimschool\Swimmer;

final class EnrolmentsTest extends TestCase
{
    public function testSwimmersGoIntoTheirSlots(): void
    {
        $enrolments = SchoolFixture::enrolled();
        $names = array_map(static fn (Swimmer $s): string => $s->name, $enrolments->in(SchoolFixture::slots()['MON1']));
        self::assertSame(['Ada Penrose', 'Dev Nance'], $names);
        self::assertCount(6, $enrolments->all());
    }

    public function testASwimmerJoinsOnlyTheirOwnStage(): void
    {
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Ben Penrose swims stage 5, not 2');
        (new Enrolments(SchoolFixture::autumn()))->enrol(SchoolFixture::swimmers()['Ben'], SchoolFixture::slots()['MON1']);
    }

    public function testAgeIsTakenAtTheStartOfTerm(): void
    {
        $slot = new ClassSlot('TUE1', 'Tuesday', '16:00', 1);
        $enrolments = new Enrolments(SchoolFixture::autumn());
        self::assertSame('enrolled', $enrolments->enrol(new Swimmer('Jago Rowe', 'Rowe', new \DateTimeImmutable('2022-09-06'), 1), $slot));
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Gwen Rowe is 3 at the start of term, too young for stage 1');
        $enrolments->enrol(new Swimmer('Gwen Rowe', 'Rowe', new \DateTimeImmutable('2022-09-08'), 1), $slot);
    }

    public function testAFullClassPutsSwimmersOnItsList(): void
    {
        $slot = new ClassSlot('THU1', 'Thursday', '16:00', 1);
        $enrolments = new Enrolments(SchoolFixture::autumn());
        $results = [];
        for ($i = 1; $i <= 8; $i++) {
            $results[] = $enrolments->enrol(new Swimmer("Child $i", "F$i", new \DateTimeImmutable('2021-01-01'), 1), $slot);
        }
        self::assertSame(['enrolled', 'enrolled', 'enrolled', 'enrolled', 'enrolled', 'enrolled', 'waiting', 'waiting'], $results);
        self::assertCount(2, $enrolments->waitingFor($slot));
    }
}
