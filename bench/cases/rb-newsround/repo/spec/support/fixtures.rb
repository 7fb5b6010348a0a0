# frozen_string_literal: true

# The shop's titles and two rounds, as at the start of June 2024.
module Fixtures
  def d(text)
    Date.iso8601(text)
  end

  def catalogue
    @catalogue ||= Newsround::Catalogue.new(
      [
        Newsround::Publication.new(code: "TIMES", title: "The Times", kind: :daily,
                                   price: 250, saturday_price: 350, weight_g: 420),
        Newsround::Publication.new(code: "MIRROR", title: "Daily Mirror", kind: :daily,
                                   price: 150, saturday_price: 210, weight_g: 260),
        Newsround::Publication.new(code: "STIMES", title: "The Sunday Times", kind: :sunday,
                                   price: 350, weight_g: 1200),
        Newsround::Publication.new(code: "SMIRROR", title: "Sunday Mirror", kind: :sunday,
                                   price: 200, weight_g: 380),
        Newsround::Publication.new(code: "RADIOT", title: "Radio Times", kind: :weekly,
                                   price: 399, weight_g: 300, day: :tue),
        Newsround::Publication.new(code: "GAZETTE", title: "Valley Gazette", kind: :weekly,
                                   price: 130, weight_g: 180, day: :thu),
        Newsround::Publication.new(code: "BEANO", title: "The Beano", kind: :weekly,
                                   price: 375, weight_g: 90, day: :wed),
      ]
    )
  end

  def penrose
    @penrose ||= Newsround::Customer.new(account: "A101", name: "Mrs J Penrose",
                                         address: "3 Church Lane", walk_order: 1)
                                    .subscribe("TIMES").subscribe("STIMES").subscribe("RADIOT")
  end

  def okafor
    @okafor ||= Newsround::Customer.new(account: "A102", name: "Mr & Mrs Okafor",
                                        address: "7 Church Lane", walk_order: 2)
                                   .subscribe("MIRROR").subscribe("SMIRROR").subscribe("BEANO")
                                   .hold(d("2024-06-10"), d("2024-06-16"))
  end

  def sutton
    @sutton ||= Newsround::Customer.new(account: "A104", name: "R Sutton",
                                        address: "1 Mill Row", walk_order: 3)
                                   .subscribe("GAZETTE")
  end

  def hale
    @hale ||= Newsround::Customer.new(account: "A103", name: "Dr M Hale",
                                      address: "The Old Forge", walk_order: 4)
                                 .subscribe("TIMES", days: %i[sat]).subscribe("GAZETTE")
  end

  def brook_farm
    @brook_farm ||= Newsround::Customer.new(account: "A201", name: "Brook Farm",
                                            address: "Brook Farm", walk_order: 1)
                                       .subscribe("MIRROR").subscribe("SMIRROR")
  end

  def village
    @village ||= Newsround::Round.new("Village", carrier: "Josh")
                                 .add(hale).add(okafor).add(penrose).add(sutton)
  end

  def outlying
    @outlying ||= Newsround::Round.new("Outlying", carrier: "Priya").add(brook_farm)
  end
end
