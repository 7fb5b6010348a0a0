<?php

declare(strict_types=1);

namespace Swimschool\Tests;

use PHPUnit\Framework\TestCase;
use Swimschool\Register;

final class RegisterTest extends TestCase
{
    public function testTheSaturdayRegisterHasAColumnPerLesson(): void
    {
        $expected = <<<TXT
SAT5 Saturday 09:00, stage 5
Swimmer     12/09 19/09 26/09 03/10 10/10 17/10 24/10 07/11 14/11 21/11 28/11
Ben Penrose [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ]
Finn Trewin [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ] [  ]

TXT;
        self::assertSame($expected, Register::for(SchoolFixture::enrolled(), SchoolFixture::slots()['SAT5']));
    }
}
