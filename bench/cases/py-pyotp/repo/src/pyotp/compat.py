from secrets import SystemRandom

random = SystemRandom()
