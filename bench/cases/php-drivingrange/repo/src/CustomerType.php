<?php

declare(strict_types=1);

namespace DrivingRange;

enum CustomerType: string
{
    case Visitor = 'visitor';
    case Member = 'member';
    case Junior = 'junior';
}
