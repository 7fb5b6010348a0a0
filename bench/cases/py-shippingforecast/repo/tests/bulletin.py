BULLETIN = """\
The shipping forecast issued at 0505 on Saturday 13 June.
Viking, North Utsire: Southerly 4 or 5, increasing 6 later. Showers. Good.
Forties, Cromarty: Southwest 5 to 7. Rain then showers. Good, occasionally poor.
Dogger: Southwest 6 to gale 8. Rain. Moderate or poor.
Fisher: Westerly 7 to severe gale 9. Squally showers. Moderate.
German Bight: Southwest 8 to storm 10. Rain. Poor, occasionally very poor.
Humber, Thames: Variable 3. Fair. Good.
"""
