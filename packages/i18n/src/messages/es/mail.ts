import type { Catalogue } from '../en';

export const mail: Catalogue['mail'] = {
  signOff: 'EnergyHub',
  greeting: 'Hola, {firstName}:',
  greetingNoName: 'Hola:',
  verification: {
    subject: 'Confirme su dirección de correo electrónico',
    body: 'Confirme que esta dirección es suya con este enlace (caduca en {hours} horas):\n{link}\n\nHasta entonces su cuenta puede iniciar sesión, pero no operar.\n\nSi no creó una cuenta de EnergyHub, ignore este mensaje.',
  },
  signUpAttempt: {
    subject: 'Alguien intentó registrarse con su dirección de correo electrónico',
    body: 'Alguien intentó crear una nueva cuenta de EnergyHub con esta dirección, que ya tiene su cuenta. No se creó nada y su cuenta no ha cambiado.\n\nSi fue usted, inicie sesión: {signIn}\n¿Olvidó su contraseña? {forgot}',
  },
  emailChangeConfirm: {
    subject: 'Confirme su nueva dirección de correo electrónico',
    body: 'Pidió usar esta dirección para su cuenta de EnergyHub. El cambio surte efecto cuando siga este enlace (caduca en {hours} horas):\n{link}\n\nSi no lo pidió, ignore este mensaje.',
  },
  emailChangeAddressInUse: {
    subject: 'Alguien intentó usar su dirección de correo electrónico',
    body: 'Alguien pidió trasladar otra cuenta de EnergyHub a esta dirección, que ya tiene una cuenta. No ha cambiado nada y no tiene que hacer nada.',
  },
  emailChangeNotice: {
    subject: 'La dirección de correo de su cuenta de EnergyHub va a cambiar',
    body: 'Alguien con sesión iniciada en su cuenta pidió cambiar su dirección de correo a {newEmail}. El cambio surte efecto cuando se siga el enlace enviado a esa dirección.\n\nSi no fue usted, siga este enlace en un plazo de {days} días: cancela el cambio (o restablece esta dirección si ya surtió efecto) y cierra la sesión de su cuenta en todas partes.\n{link}\n\nDespués inicie sesión y cambie su contraseña.',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña',
    body: 'Restablezca su contraseña con este enlace (caduca en 1 hora):\n{link}\n\nSi no lo pidió, ignore este mensaje.',
  },
  invitation: {
    subject: 'Le invitan a unirse a {organization} en EnergyHub',
    invited: 'Le invitan a unirse a {organization} en EnergyHub como {role}.',
    held: 'Esta dirección ya pertenece a una cuenta de EnergyHub y una cuenta pertenece a una sola organización, por lo que esta invitación no puede usarse con ella. Para unirse, pida a quien le invitó que use otra dirección.\n\nSi no esperaba este mensaje, ignórelo.',
    link: 'Cree su cuenta con este enlace (caduca en {days} días):\n{link}\n\nSi no esperaba este mensaje, ignórelo.',
  },
};
