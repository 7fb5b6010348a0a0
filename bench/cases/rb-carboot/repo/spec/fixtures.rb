module Fixtures
  module_function

  def booking(ref, vehicle, date, booked_on, hardstanding: false, seller: "Seller #{ref}")
    Carboot::Booking.new(ref: ref, seller: seller, vehicle: vehicle, date: Date.parse(date),
                         booked_on: Date.parse(booked_on), hardstanding: hardstanding)
  end

  # Sunday 12 May 2024, a spring sale
  def spring_day
    [
      booking('S1', :car, '2024-05-12', '2024-05-01'),
      booking('S2', :car, '2024-05-12', '2024-05-11'),
      booking('S3', :van, '2024-05-12', '2024-05-04', hardstanding: true),
      booking('S4', :trailer, '2024-05-12', '2024-05-12'),
      booking('S5', :van, '2024-05-12', '2024-05-10')
    ]
  end

  # Sunday 18 August 2024, the summer bank holiday weekend sale
  def august_day
    [
      booking('A1', :car, '2024-08-18', '2024-08-02'),
      booking('A2', :van, '2024-08-18', '2024-08-17'),
      booking('A3', :trailer, '2024-08-18', '2024-08-10', hardstanding: true),
      booking('A4', :car, '2024-08-18', '2024-08-18')
    ]
  end

  def field
    Carboot::Field.parse('A1-A3 car, B1-B2 car hard, C1-C2 van hard, D1-D1 van')
  end
end
